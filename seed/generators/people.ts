import { type Generator, pick, rowCountOf, textArray } from "./sql";

/** Human resources: designations, benefits, employees (valid HKID numbers) and sales commissions. */

// ---- designations -------------------------------------------------------------------------------

/** Titles with their department; the first four are the sales force (orders and commissions pick them). */
const designationList: [title: string, department: string][] = [
  ["Sales Executive", "Sales"],
  ["Senior Sales Executive", "Sales"],
  ["Account Manager", "Sales"],
  ["Sales Manager", "Sales"],
  ["HR Officer", "Human Resources"],
  ["HR Manager", "Human Resources"],
  ["Accounting Clerk", "Accounting"],
  ["Accountant", "Accounting"],
  ["Finance Manager", "Accounting"],
  ["Warehouse Assistant", "Warehouse"],
  ["Warehouse Supervisor", "Warehouse"],
  ["Logistics Coordinator", "Warehouse"],
  ["Customer Service Officer", "Customer Service"],
  ["Customer Service Manager", "Customer Service"],
  ["IT Support Officer", "IT"],
  ["Software Engineer", "IT"],
  ["Office Administrator", "Administration"],
  ["Receptionist", "Administration"],
  ["Purchasing Officer", "Purchasing"],
  ["Marketing Executive", "Marketing"],
  ["Marketing Manager", "Marketing"],
  ["Operations Manager", "Operations"],
  ["General Manager", "Management"],
  ["Director", "Management"],
];
const salesTitles = designationList.filter(([, department]) => department === "Sales").length;

/** `count` titles from the list; past it they repeat with a number ("Accountant 2"), unique among live rows. */
const titled = (listParam: string) => `case when g.i <= cardinality(${listParam}) then ${listParam}[g.i]
       else ${listParam}[1 + (g.i - 1) % cardinality(${listParam})] || ' ' || (1 + (g.i - 1) / cardinality(${listParam})) end`;

export const designations: Generator = {
  table: "designations",
  defaultCount: designationList.length,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into designations (title, created_at, updated_at)
       select ${titled("w.titles")}, t.created_at, t.created_at
         from generate_series(1, ?::int) as g(i)
        cross join (select ?::text[] as titles) as w
        cross join lateral (select now() - interval '6 years' + g.i * interval '1 day' as created_at) as t
        order by g.i`,
      [count, textArray(designationList.map(([title]) => title))],
    );
    return rowCountOf(result, count);
  },
};

// ---- benefits -----------------------------------------------------------------------------------

const benefitList: [title: string, content: string][] = [
  ["Medical Insurance", "Outpatient and hospitalisation cover for the employee and dependants."],
  ["Dental Cover", "Two check-ups a year and 80% of treatment costs up to HK$5,000."],
  ["MPF Voluntary Contribution", "The company adds 5% of salary on top of the mandatory contribution."],
  ["Annual Bonus", "A thirteenth-month salary paid with the December payroll."],
  ["Transport Allowance", "HK$800 a month towards travel to work."],
  ["Meal Allowance", "HK$50 for each working day."],
  ["Education Subsidy", "Up to HK$20,000 a year for job-related courses."],
  ["Birthday Leave", "One extra day of paid leave in the birthday month."],
  ["Gym Membership", "Corporate rate at partner fitness centres."],
  ["Staff Discount", "20% off the company's products."],
  ["Mobile Phone Allowance", "HK$300 a month for staff who work on the road."],
  ["Housing Allowance", "For managers relocated to Hong Kong."],
];

export const benefits: Generator = {
  table: "benefits",
  defaultCount: benefitList.length,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into benefits (title, content, created_at, updated_at)
       select ${titled("w.titles")}, w.contents[1 + (g.i - 1) % cardinality(w.contents)], t.created_at, t.created_at
         from generate_series(1, ?::int) as g(i)
        cross join (select ?::text[] as titles, ?::text[] as contents) as w
        cross join lateral (select now() - interval '6 years' + g.i * interval '3 days' as created_at) as t
        order by g.i`,
      [count, textArray(benefitList.map(([title]) => title)), textArray(benefitList.map(([, content]) => content))],
    );
    return rowCountOf(result, count);
  },
};

// ---- employees ----------------------------------------------------------------------------------

/** Hong Kong names: "Chan Tai Man" as the full name, "Peter Chan" as the name used at work. */
export const names = {
  surnames: [
    "Chan",
    "Wong",
    "Lee",
    "Cheung",
    "Lau",
    "Ng",
    "Ho",
    "Leung",
    "Lam",
    "Tsang",
    "Yip",
    "Chow",
    "Tam",
    "Kwok",
    "Mak",
    "Fung",
    "Law",
    "Poon",
    "Tang",
    "So",
    "Yuen",
    "Choi",
    "Ma",
    "Lo",
    "Siu",
    "Au",
    "Ip",
    "Hui",
    "Kwan",
    "Man",
  ],
  syllables: [
    "Tai",
    "Man",
    "Mei",
    "Ling",
    "Ka",
    "Wai",
    "Chi",
    "Kin",
    "Yan",
    "Siu",
    "Hoi",
    "Wing",
    "Yee",
    "Hung",
    "Kwan",
    "Fai",
    "Ming",
    "Sze",
    "Tsz",
    "Lok",
    "Hei",
    "Yu",
    "Pui",
    "Shan",
    "Chun",
    "Kit",
    "On",
    "Sum",
    "Fung",
    "Ho",
  ],
  english: [
    "Peter",
    "Mary",
    "David",
    "Karen",
    "Michael",
    "Joyce",
    "Kelvin",
    "Winnie",
    "Jason",
    "Cindy",
    "Alan",
    "Grace",
    "Eric",
    "Vivian",
    "Tommy",
    "Carmen",
    "Raymond",
    "Janice",
    "Vincent",
    "Ivy",
    "Kenneth",
    "Fiona",
    "Gary",
    "Emily",
    "Samuel",
    "Queenie",
    "Wilson",
    "Angel",
    "Jacky",
    "Natalie",
    "Ben",
    "Sharon",
    "Calvin",
    "Tiffany",
    "Derek",
    "Phoebe",
  ],
};

export const places = {
  buildings: [
    "Harbour Centre",
    "Sunshine Plaza",
    "Golden Mansion",
    "Wing On House",
    "Man Yee Building",
    "Kwai Chung Plaza",
    "Tower 2, Metroplaza",
    "Block B, Hang Fung Industrial Building",
    "Lucky Court",
    "Hilltop Gardens",
    "Prosperity Tower",
    "Tak Wing Industrial Building",
    "Shun Tak Centre",
    "Mei Foo Sun Chuen",
    "Nan Fung Centre",
    "Kowloon Commerce Centre",
  ],
  streets: [
    "Nathan Road",
    "Queen's Road Central",
    "Hennessy Road",
    "Des Voeux Road",
    "King's Road",
    "Castle Peak Road",
    "Lockhart Road",
    "Canton Road",
    "Hoi Bun Road",
    "Wang Chiu Road",
    "Tai Yau Street",
    "Kwun Tong Road",
    "Shan Mei Street",
    "Connaught Road",
    "Electric Road",
    "Sai Yeung Choi Street",
  ],
  districts: [
    "Tsim Sha Tsui, Kowloon",
    "Central, Hong Kong",
    "Wan Chai, Hong Kong",
    "Causeway Bay, Hong Kong",
    "Mong Kok, Kowloon",
    "Kwun Tong, Kowloon",
    "Sha Tin, New Territories",
    "Tsuen Wan, New Territories",
    "Kwai Chung, New Territories",
    "North Point, Hong Kong",
    "Tuen Mun, New Territories",
    "San Po Kong, Kowloon",
    "Sheung Wan, Hong Kong",
    "Fo Tan, New Territories",
  ],
};

/** "Flat C, 12/F, Golden Mansion, 38 Nathan Road, Mong Kok, Kowloon": the SQL for one random address. */
export const addressSql = (w: string) =>
  `'Flat ' || chr(65 + floor(random() * 8)::int) || ', ' || (1 + floor(random() * 40)::int) || '/F, ' || ${pick(`${w}.buildings`)}
   || ', ' || (1 + floor(random() * 388)::int) || ' ' || ${pick(`${w}.streets`)} || ', ' || ${pick(`${w}.districts`)}`;

/** An 8-digit Hong Kong number, mobile (5, 6, 9) or fixed line (2, 3), stored in E.164 as the app stores phones: "+85291234567". */
export const phoneSql = `'+852' || (array['9', '6', '5', '2', '3'])[1 + floor(random() * 5)::int] || lpad(floor(random() * 1000)::int::text, 3, '0')
   || lpad(floor(random() * 10000)::int::text, 4, '0')`;

const banks = [
  "HSBC",
  "Hang Seng Bank",
  "Bank of China (Hong Kong)",
  "Standard Chartered",
  "Bank of East Asia",
  "DBS Bank (Hong Kong)",
  "Citibank (Hong Kong)",
];

/**
 * Employees with a valid, unique HKID: one letter (or two, 10%), six digits that are a permutation of
 * the row number (7919 is prime to 10^6, so no two rows share them), and the check digit of
 * api/src/entities/formats.ts: weights 9..2 over (space = 36 for one letter, A-Z = 10-35, digits),
 * check = (11 - sum % 11) % 11, 10 written "A"; stored as "A123456(3)".
 * The department follows the designation; about 45% are the sales force.
 */
export const employees: Generator = {
  table: "employees",
  after: ["designations", "benefits"],
  defaultCount: 10_000,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into employees (full_name, name, hk_id, designation_id, department, phone, personal_email, company_email, address,
                              status, salary, hire_date, date_of_birth, bank_name, bank_account, benefit_ids, created_at, updated_at)
       with d as (
         select id, row_number() over (order by id) as k from designations where deleted_at is null
       ), b as (
         select array_agg(id order by id) as ids from benefits where deleted_at is null
       ), w as (
         select ?::text[] as surnames, ?::text[] as syllables, ?::text[] as english, ?::text[] as departments,
                ?::text[] as banks, ?::text[] as buildings, ?::text[] as streets, ?::text[] as districts,
                (select count(*) from d)::int as titles, ?::int as sales_titles
       ), g as (
         select g.i,
                ${pick("w.surnames")} as surname,
                ${pick("w.syllables")} || ' ' || ${pick("w.syllables")} as given,
                ${pick("w.english")} as english,
                case when random() < 0.1 then chr(65 + floor(random() * 26)::int) else '' end
                  || chr(65 + floor(random() * 26)::int) as letters,
                lpad(((g.i::bigint * 7919 + 104729) % 1000000)::text, 6, '0') as digits,
                -- the sales force is about 45%; the others spread over the other titles
                case when w.titles <= w.sales_titles or random() < 0.45 then 1 + floor(random() * least(w.titles, w.sales_titles))::int
                     else w.sales_titles + 1 + floor(random() * (w.titles - w.sales_titles))::int end as title_k,
                current_date - (floor(random() * 3650) + 30)::int as hire_date,
                current_date - (floor(random() * 40 * 365) + 20 * 365)::int as date_of_birth
           from generate_series(1, ?::int) as g(i), w
       ), h as (
         select g.*, s.weighted,
                (11 - s.weighted % 11) % 11 as remainder
           from g
          cross join lateral (
            select case when length(g.letters) = 1 then 36 * 9 + (ascii(g.letters) - 55) * 8
                        else (ascii(substr(g.letters, 1, 1)) - 55) * 9 + (ascii(substr(g.letters, 2, 1)) - 55) * 8 end
                   + (select sum(substr(g.digits, j, 1)::int * (8 - j)) from generate_series(1, 6) as j)::int as weighted
          ) as s
       )
       select h.surname || ' ' || h.given,
              h.english || ' ' || h.surname,
              h.letters || h.digits || '(' || case when h.remainder = 10 then 'A' else h.remainder::text end || ')',
              d.id,
              w.departments[1 + (h.title_k - 1) % cardinality(w.departments)],
              ${phoneSql},
              lower(h.english || '.' || h.surname || h.i) || '@mail.example.com',
              lower(h.english || '.' || h.surname || h.i) || '@company.example.com',
              ${addressSql("w")},
              case when random() < 0.92 then 'active' else 'inactive' end,
              -- monthly salary: HK$14,000 to 95,000 (log-uniform) in steps of 500
              round((14000 * exp(random() * ln(95000 / 14000.0))) / 500) * 500,
              h.hire_date,
              h.date_of_birth,
              ${pick("w.banks")},
              lpad(floor(random() * 1000)::int::text, 3, '0') || '-' || lpad(floor(random() * 1000000)::int::text, 6, '0')
                || '-' || lpad(floor(random() * 1000)::int::text, 3, '0'),
              -- 0 to 3 distinct benefits
              coalesce((select to_jsonb(array_agg(x.id order by x.id))
                          from (select distinct b.ids[1 + floor(random() * cardinality(b.ids))::int] as id
                                  from generate_series(1, floor(random() * 4)::int + 0 * h.i) as n
                                 where cardinality(b.ids) > 0) as x), '[]'::jsonb),
              h.hire_date::timestamptz + interval '9 hours',
              h.hire_date::timestamptz + interval '9 hours' + random() * (now() - h.hire_date::timestamptz - interval '9 hours')
         from h
        cross join w
        cross join b
         left join d on d.k = h.title_k
        order by h.i`,
      [
        textArray(names.surnames),
        textArray(names.syllables),
        textArray(names.english),
        textArray(designationList.map(([, department]) => department)),
        textArray(banks),
        textArray(places.buildings),
        textArray(places.streets),
        textArray(places.districts),
        salesTitles,
        count,
      ],
    );
    return rowCountOf(result, count);
  },
};

// ---- commissions --------------------------------------------------------------------------------

/**
 * A commission rate for `count` employees: the active sales force first (by id), then others.
 * Rates from 1% to 8% in half-point steps.
 */
export const commissions: Generator = {
  table: "commissions",
  after: ["employees"],
  defaultCount: 80,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into commissions (employee_id, percentage, created_at, updated_at)
       select e.id, 1 + floor(random() * 15) / 2, e.created_at, e.created_at
         from (select id, created_at from employees
                where deleted_at is null
                order by (department = 'Sales' and status = 'active') desc, id
                limit ?) as e
        order by e.id`,
      [count],
    );
    return rowCountOf(result, count);
  },
};
