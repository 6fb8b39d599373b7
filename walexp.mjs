import { PGlite } from '@electric-sql/pglite';
import { rmSync } from 'node:fs';
const zero = process.argv[2];
rmSync('/tmp/walexp', { recursive: true, force: true });
const db = await PGlite.create('/tmp/walexp');
if (zero) await db.exec(`set wal_init_zero = ${zero}`);
await db.exec(`create table t (id serial primary key, a text, b text, c int); create index on t (a);`);
const times = [];
const t0 = performance.now();
for (let i = 0; i < 2000; i++) {
  const at = performance.now();
  const vals = [];
  for (let j = 0; j < 100; j++) vals.push(`('code${i}_${j}', repeat('负责统筹协调与监督管理 ${Math.random()}', 8), ${j})`);
  await db.exec(`begin; set local synchronous_commit = off; insert into t (a,b,c) values ${vals.join(',')}; commit;`);
  times.push(performance.now() - at);
}
times.sort((a, b) => a - b);
const slow = times.filter((t) => t > 20).map((t) => t.toFixed(0)).slice(-15).join(" ");
console.log(JSON.stringify({ zero, totalMs: Math.round(performance.now() - t0), p50: times[1000].toFixed(1), p99: times[1980].toFixed(1), max: times[1999].toFixed(1), over20: slow }));
await db.close();
