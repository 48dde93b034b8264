import { ShowPage } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";
import { QrCard } from "./QrCard";

/** A service unit: the generic record page and its QR code (code and show page), downloadable as PNG and SVG. */
export const ServiceUnitShow = ({ entity }: ScreenProps) => (
  <ShowPage entity={entity}>
    {(unit) => unit.id !== undefined && <QrCard resource="service-units" id={unit.id as number} name={String(unit.service_code ?? "")} />}
  </ShowPage>
);

export default ServiceUnitShow;
