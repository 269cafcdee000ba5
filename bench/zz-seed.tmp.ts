import pg from 'pg';
import { seedBooking } from './api/seed-booking.ts';
import { benchWorkspace, log } from './support/bench-database.ts';
const ws = await benchWorkspace('zz_seed');
await ws.create();
const client = new pg.Client({ connectionString: ws.databaseUrl });
await client.connect();
const t = performance.now();
await seedBooking(client);
log(`seeded in ${Math.round(performance.now() - t)} ms`);
const r = await client.query(
  `select status, search_type, count(*)::int n, max(c) from (select status, search_type, count(*) over (partition by coalesce(publisher_page_id, publisher_user_id)) c from contact_ads) x group by 1,2 order by 1,2`,
);
console.log(r.rows);
await client.end();
log(ws.name);
