import * as OpenCC from 'opencc-js';
import fs from 'fs';
const conv = OpenCC.Converter({ from: 'cn', to: 'twp' });
const input = JSON.parse(fs.readFileSync(0, 'utf8'));
console.log(JSON.stringify(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, conv(v)]))));
