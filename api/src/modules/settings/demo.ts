import { type DemoContext, demoText } from "../module";

/** A small square logo (the primary colour with a white band), drawn here so the demo needs no file. */
const demoLogo = async () => {
  const { PNG } = await import("pngjs").catch(() => ({ PNG: undefined }));
  if (!PNG) return undefined;
  const size = 64;
  const image = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const band = y > 26 && y < 38;
      image.data.set(band ? [255, 255, 255, 255] : [0x32, 0x42, 0xa8, 255], i);
    }
  return PNG.sync.write(image);
};

/**
 * The demo company (every PDF's header), the software settings as a Hong Kong office keeps them,
 * and reorder levels on a few products so the dashboard's low-stock card has something to show.
 */
export const seedSettingsDemo = async (ctx: DemoContext) => {
  const { db, actor } = ctx;
  const logo = await demoLogo();
  await db("company")
    .where({ id: 1 })
    .update({
      name: demoText(ctx, { en: "Harbour Trading Ltd", zh_Hant: "海港貿易有限公司" }),
      registration_number: "71234567",
      industry: demoText(ctx, { en: "Office supplies wholesale", zh_Hant: "辦公用品批發" }),
      founding_date: "2012-03-01",
      employees: 5,
      website: "https://harbour-trading.example",
      email: "office@harbour-trading.example",
      phone: "+85221234567",
      address: "18/F, Harbour Centre, 25 Harbour Road, Wan Chai, Hong Kong",
      payment_method: "Bank transfer or FPS",
      bank_name: "HSBC",
      bank_code: "004",
      bank_account_number: "123-456789-001",
      bank_account_holder: "Harbour Trading Ltd",
      ...(logo ? { logo, logo_type: "image/png" } : {}),
      updated_by: actor.userId,
    });
  await db("settings")
    .where({ id: 1 })
    .update({ mail_from_email: "office@harbour-trading.example", mail_from_name: "Harbour Trading", updated_by: actor.userId });
  // low stock on two products, comfortable on the others
  const levels: Record<string, number> = { "EL-003": 500, "FU-002": 400, "ST-001": 50, "ST-002": 20 };
  for (const [code, reorder_level] of Object.entries(levels)) await db("products").where({ code }).update({ reorder_level });
};
