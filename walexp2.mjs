import { PGlite } from '@electric-sql/pglite';
import { rmSync } from 'node:fs';
rmSync('/tmp/walexp', { recursive: true, force: true });
const params = process.argv.slice(2);
const db = await PGlite.create('/tmp/walexp', { startParams: [...PGlite.defaultStartParams, ...params] });
await db.exec(`create table t (id text primary key, a text, b text, c int); create index on t (a);`);
const sync = [], async = [];
for (let i = 0; i < 1000; i++) {
  const vals = [];
  for (let j = 0; j < 100; j++) vals.push(`(md5(random()::text), 'code${i}_${j}', repeat('负责统筹协调与监督管理 ${Math.random()}', 8), ${j})`);
  const durable = i % 10 === 0;
  const at = performance.now();
  await db.exec(`begin; ${durable ? '' : 'set local synchronous_commit = off;'} insert into t (id,a,b,c) values ${vals.join(',')}; commit;`);
  (durable ? sync : async).push(performance.now() - at);
}
const st = (a) => { a.sort((x, y) => x - y); return `p50 ${a[a.length >> 1].toFixed(1)} p90 ${a[Math.floor(a.length * 0.9)].toFixed(1)} max ${a[a.length - 1].toFixed(1)}`; };
console.log(params.join(' '), '| sync', st(sync), '| async', st(async));
await db.close();
