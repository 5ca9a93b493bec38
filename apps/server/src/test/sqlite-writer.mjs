// A second program writing to the server's SQLite file, as an import might: it opens the file
// with SQLite's defaults (WAL, passive checkpoints by its own commits), writes `transactions`
// transactions of `rows` pages each with a pause between them (where an import prepares its
// next rows), and prints the largest size the log had after a commit, as JSON.
// Usage: node sqlite-writer.mjs <file> <transactions> <rows> <pauseMs>
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';

const [file, transactions, rows, pauseMs] = [process.argv[2], ...process.argv.slice(3, 6).map(Number)];
const db = new Database(file);
db.pragma('busy_timeout = 5000');
db.exec('create table if not exists bulk_import (id integer primary key, body blob not null)');
const write = db.prepare('insert or replace into bulk_import (id, body) values (?, ?)');
const pause = new Int32Array(new SharedArrayBuffer(4));
let largest = 0;
for (let t = 0; t < transactions; t++) {
  db.transaction(() => {
    for (let i = 0; i < rows; i++) write.run(i, Buffer.alloc(3900, t));
  })();
  largest = Math.max(largest, statSync(`${file}-wal`).size);
  Atomics.wait(pause, 0, 0, pauseMs);
}
db.close();
process.stdout.write(`${JSON.stringify({ largest })}\n`);
