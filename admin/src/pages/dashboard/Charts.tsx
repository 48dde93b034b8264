import { Bar, Line, Pie } from "@ant-design/plots";

/**
 * The dashboard's charts (@ant-design/plots), in a chunk of their own: the library is large, and
 * only the dashboard needs it.
 */
export const SalesChart = ({ data }: { data: { day: number; total: number; month: string }[] }) => (
  <Line data={data} xField="day" yField="total" colorField="month" height={200} axis={{ y: { labelFormatter: (v: number) => v.toLocaleString() } }} />
);

export const StatusPie = ({ data }: { data: { status: string; orders: number }[] }) => (
  <Pie
    data={data}
    angleField="orders"
    colorField="status"
    height={220}
    innerRadius={0.5}
    label={{ text: "orders", position: "outside" }}
    legend={{ color: { position: "right" } }}
  />
);

export const TopBar = ({ data }: { data: { label: string; value: number }[] }) => (
  <Bar
    data={data}
    xField="label"
    yField="value"
    height={200}
    sort={{ reverse: false }}
    label={{ text: (d: { value: number }) => d.value.toLocaleString(), position: "inside" }}
  />
);

export default { SalesChart, StatusPie, TopBar };
