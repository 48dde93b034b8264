import { Bar, Column, Line } from "@ant-design/plots";
import { useTranslation } from "react-i18next";
import { type ChartSpec, chartPoints, type ReportSection } from "./report";

/** The report's chart (@ant-design/plots, loaded with this file only when a report has one). */
const ReportChart = ({ spec, section }: { spec: ChartSpec; section: ReportSection }) => {
  const { t } = useTranslation();
  const label = (name: string) => t(section.columns.find((c) => c.name === name)?.label ?? name);
  const data = chartPoints(spec, section, label);
  const common = { data, xField: "x", yField: "value", colorField: "series", height: 280, autoFit: true };
  return (
    <figure data-testid="report-chart" aria-label={t("reports.chart")} style={{ margin: 0 }}>
      {spec.kind === "line" ? <Line {...common} /> : spec.kind === "bar" ? <Bar {...common} group /> : <Column {...common} group />}
    </figure>
  );
};
export default ReportChart;
