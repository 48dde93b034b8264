import { type Generator, pick, textArray } from "./sql";

/** Product categories and products: the catalogue every sales table refers to. */

// ---- product_categories -------------------------------------------------------------------------

/** 50 names; none is one of the demo's four (seed/demo.ts), so the demo can still be written later. */
const categoryNames = [
  "Office Paper",
  "Writing Instruments",
  "Filing & Storage",
  "Desk Accessories",
  "Notebooks & Pads",
  "Computers",
  "Monitors",
  "Computer Accessories",
  "Networking",
  "Printers & Scanners",
  "Phones & Tablets",
  "Audio",
  "Cables & Adapters",
  "Power & Batteries",
  "Office Chairs",
  "Desks & Workstations",
  "Shelving",
  "Lighting",
  "Kitchen & Pantry",
  "Coffee & Tea",
  "Snacks",
  "Cleaning Supplies",
  "Paper Towels & Tissue",
  "Safety Equipment",
  "First Aid",
  "Hand Tools",
  "Power Tools",
  "Fasteners",
  "Packaging",
  "Shipping Supplies",
  "Mailroom",
  "Signage",
  "Presentation",
  "Whiteboards",
  "Breakroom Appliances",
  "Workwear",
  "Gloves & Protection",
  "Bags & Cases",
  "Travel Accessories",
  "Promotional Items",
  "Gifts & Hampers",
  "Plants & Decor",
  "Heating & Cooling",
  "Security",
  "Software Licences",
  "Spare Parts",
  "Maintenance",
  "Laboratory",
  "Medical Supplies",
  "Outdoor & Garden",
];

const categoryBlurbs = [
  "Everyday items for the office",
  "Bought in bulk for all branches",
  "Supplied by local vendors",
  "Imported, longer lead times",
  "Stocked at the main warehouse",
  "Seasonal range",
];

export const productCategories: Generator = {
  table: "product_categories",
  defaultCount: 50,
  async generate(trx, count) {
    // Past the list, names repeat with a number ("Audio 2"): names stay unique among live rows.
    const { rowCount } = await trx.raw(
      `insert into product_categories (name, description, created_at, updated_at)
       select case when g.i <= cardinality(w.names) then w.names[g.i]
                   else w.names[1 + (g.i - 1) % cardinality(w.names)] || ' ' || (1 + (g.i - 1) / cardinality(w.names)) end,
              ${pick("w.blurbs")},
              t.created_at, t.created_at
         from generate_series(1, ?::int) as g(i)
        cross join (select ?::text[] as names, ?::text[] as blurbs) as w
        cross join lateral (select now() - interval '4 years' + g.i * interval '1 hour' as created_at) as t`,
      [count, textArray(categoryNames), textArray(categoryBlurbs)],
    );
    return rowCount ?? count;
  },
};

// ---- products -----------------------------------------------------------------------------------

/**
 * Names are `Brand [Adjective] [Material] Noun [Variant]`, e.g. "Kestrel Portable Bamboo Desk Lamp 40 cm".
 * The lists are tuned so a two-letter infix search matches a realistic share: `ab` hits about 11%
 * (Table, Cabinet, Cable, Fabric, Adjustable, ...), `er` about 45%, `xyz` nothing.
 */
const words = {
  brands: [
    "Acme",
    "Nordic",
    "Zenith",
    "Orion",
    "Vertex",
    "Apex",
    "Summit",
    "Harbor",
    "Pioneer",
    "Atlas",
    "Crest",
    "Maple",
    "Kestrel",
    "Linden",
    "Sterling",
    "Meridian",
    "Halcyon",
    "Tundra",
    "Cobalt",
    "Juniper",
    "Falcon",
    "Redwood",
    "Everest",
    "Solace",
    "Quartz",
    "Beacon",
    "Granite",
    "Willow",
    "Lumen",
    "Osprey",
  ],
  adjectives: [
    "Compact",
    "Heavy-Duty",
    "Premium",
    "Classic",
    "Deluxe",
    "Slim",
    "Ergonomic",
    "Professional",
    "Lightweight",
    "Rugged",
    "Eco",
    "Smart",
    "Wireless",
    "Mini",
    "Large",
    "Standard",
    "Industrial",
    "Modern",
    "Vintage",
    "Essential",
    "Ultra",
    "Basic",
    "Advanced",
    "Reinforced",
    "Insulated",
    "Waterproof",
    "Adjustable",
    "Portable",
    "Stackable",
    "Magnetic",
    "Transparent",
    "Anti-Slip",
    "Quick-Dry",
    "Soft-Touch",
    "Silent",
    "Compact Pro",
    "Heated",
    "Cordless",
    "Foldaway",
    "Rotating",
  ],
  materials: [
    "Steel",
    "Aluminium",
    "Oak",
    "Bamboo",
    "Cotton",
    "Leather",
    "Glass",
    "Ceramic",
    "Nylon",
    "Plastic",
    "Rubber",
    "Walnut",
    "Copper",
    "Canvas",
    "Wool",
    "Silicone",
    "Marble",
    "Linen",
    "Pine",
    "Fabric",
  ],
  nouns: [
    "Desk",
    "Chair",
    "Table",
    "Shelf",
    "Cabinet",
    "Desk Lamp",
    "Drawer Unit",
    "Stool",
    "Bench",
    "Monitor Arm",
    "Keyboard",
    "Mouse",
    "Headset",
    "Speaker",
    "Charger",
    "Cable",
    "Adapter",
    "Router",
    "Docking Station",
    "Notebook",
    "Folder",
    "Ring Binder",
    "Stapler",
    "Pen Set",
    "Marker",
    "Hole Punch",
    "Calculator",
    "Whiteboard",
    "Mug",
    "Kettle",
    "Thermos",
    "Water Bottle",
    "Lunch Box",
    "Backpack",
    "Tote Bag",
    "Umbrella",
    "Jacket",
    "Gloves",
    "Apron",
    "Towel",
    "Blanket",
    "Cushion",
    "Floor Mat",
    "Curtain",
    "Wall Clock",
    "Mirror",
    "Vase",
    "Planter",
    "Toolbox",
    "Drill",
    "Screwdriver Set",
    "Wrench",
    "Hammer",
    "Tape Measure",
    "Flashlight",
    "Extension Cord",
    "Power Strip",
    "First Aid Kit",
    "Desk Fan",
    "Heater",
  ],
  variants: [
    "Black",
    "White",
    "Grey",
    "Blue",
    "Red",
    "Green",
    "Navy",
    "Beige",
    "Small",
    "Medium",
    "Large",
    "XL",
    "Pack of 2",
    "Pack of 5",
    "Pack of 10",
    "Set of 3",
    "40 cm",
    "60 cm",
    "120 cm",
    "1 L",
    "500 ml",
    "2 m",
    "5 m",
    "Mk II",
    "2026 Edition",
    "Refill",
    "Twin Pack",
    "Left-Handed",
    "Travel Size",
    "Value Pack",
  ],
  uoms: ["box", "pack", "set", "pair", "roll", "kg", "m", "bottle", "ream"],
  sentences: [
    "Fits most standard setups.",
    "Two-year manufacturer warranty.",
    "Tested for daily commercial use.",
    "Ships flat-packed; assembly takes about ten minutes.",
    "Bulk pricing available on request.",
    "Replacement parts stocked for five years.",
    "Certified for office safety standards.",
    "Colour may vary slightly from the photo.",
    "Popular with our corporate customers.",
    "Low stock: reorder early.",
  ],
};

/** The trigger that gives each new product its stock level row (the stock module's 20261122h-create-stock-levels-movements). */
const stockLevelTrigger = "products_stock_level";

export const products: Generator = {
  table: "products",
  after: ["product_categories"],
  // Each product's stock level row, written with it.
  also: ["stock_levels"],
  defaultCount: 100_000,
  async generate(trx, count, { trashShare }) {
    const trash = Math.round(count * trashShare);
    // The stock level rows are written below in one statement, not by a trigger call per product.
    const { rows: triggers } = await trx.raw("select 1 from pg_trigger where tgrelid = 'products'::regclass and tgname = ?", [stockLevelTrigger]);
    if (triggers.length) await trx.raw("alter table products disable trigger ??", [stockLevelTrigger]);
    // Each product picks a category (skewed: the first categories are the big ones), the code is the
    // category's prefix and a running number (unique), the price is log-uniform from 2 to 5,000
    // with shop-like endings. Rows past `count` are the trash, deleted within the last 40 hours so
    // the 48 h purge keeps them.
    const { rowCount } = await trx.raw(
      `insert into products (code, name, category_id, price, uom, description, created_at, updated_at, deleted_at)
       with cat as (
         select id, row_number() over (order by id) as k,
                coalesce(nullif(upper(left(regexp_replace(name, '[^A-Za-z]', '', 'g'), 3)), ''), 'PRD') as prefix
           from product_categories where deleted_at is null
       ), w as (
         select ?::text[] as brands, ?::text[] as adjectives, ?::text[] as materials, ?::text[] as nouns,
                ?::text[] as variants, ?::text[] as uoms, ?::text[] as sentences, (select count(*) from cat) as cats
       ), g as (
         select g.i,
                1 + floor(power(random(), 1.4) * w.cats)::int as k,
                concat_ws(' ',
                  ${pick("w.brands")},
                  case when random() < 0.6 then ${pick("w.adjectives")} end,
                  case when random() < 0.4 then ${pick("w.materials")} end,
                  ${pick("w.nouns")},
                  case when random() < 0.5 then ${pick("w.variants")} end) as name,
                round((2 * exp(random() * ln(2500)))::numeric, 0)
                  + (array[0.00, 0.50, 0.90, 0.95, 0.99, 0.00, 0.49])[1 + floor(random() * 7)::int] as price,
                case when random() < 0.75 then 'pcs' else ${pick("w.uoms")} end as uom,
                case when random() < 0.7 then ${pick("w.sentences")} || ' ' || ${pick("w.sentences")} end as description,
                now() - random() * interval '3 years' as created_at
           from generate_series(1, ?::int) as g(i), w
       )
       select cat.prefix || '-' || lpad(g.i::text, 7, '0'), g.name, cat.id, g.price, g.uom, g.description, g.created_at,
              -- a third were edited since; a trashed row's last change is its deletion
              coalesce(d.deleted_at, g.created_at + random() * (now() - g.created_at) * (random() < 0.3)::int),
              d.deleted_at
         from g
         left join cat on cat.k = g.k
        cross join lateral (
          select case when g.i > ?::int then greatest(g.created_at, now() - random() * interval '40 hours') end as deleted_at
        ) as d
        order by g.i`,
      [
        textArray(words.brands),
        textArray(words.adjectives),
        textArray(words.materials),
        textArray(words.nouns),
        textArray(words.variants),
        textArray(words.uoms),
        textArray(words.sentences),
        count + trash,
        count,
      ],
    );
    if (triggers.length) {
      await trx.raw("alter table products enable trigger ??", [stockLevelTrigger]);
      await trx.raw(
        `insert into stock_levels (product_id, created_at, updated_at)
         select id, created_at, created_at from products order by id
         on conflict (product_id) do nothing`,
      );
    }
    return rowCount ?? count + trash;
  },
};
