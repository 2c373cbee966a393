import { PGlite } from '@electric-sql/pglite';
let t0 = Date.now();
const a = new PGlite(); await a.waitReady; console.log('mem1', Date.now() - t0); t0 = Date.now();
const b = new PGlite(); await b.waitReady; console.log('mem2', Date.now() - t0); t0 = Date.now();
const c = new PGlite('/tmp/sfdata-copy'); await c.waitReady; console.log('dir existing', Date.now() - t0); t0 = Date.now();
const dump = await c.dumpDataDir('none'); console.log('dump', Date.now() - t0, dump.size); t0 = Date.now();
const d = new PGlite({ loadDataDir: dump }); await d.waitReady; console.log('from dump', Date.now() - t0); t0 = Date.now();
console.log((await d.query('select count(*) from products')).rows);
