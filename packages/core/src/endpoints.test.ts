import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import * as endpoints from './endpoints.js';

const table = Object.entries(endpoints) as [string, Endpoint][];

describe('the endpoint table', () => {
  it('holds entries only, each under its own name', () => {
    expect(table.length).toBeGreaterThan(40);
    for (const [key, entry] of table) {
      expect(entry.name, key).toBe(key);
      expect(entry.path, key).toMatch(/^\/[\w\-./:]*$/);
      expect(entry.summary, key).not.toBe('');
    }
  });

  it('has one entry per method and path', () => {
    const routes = table.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares exactly the path parameters its path has', () => {
    for (const [key, entry] of table) {
      const inPath = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape).sort() : [];
      expect(declared, key).toEqual(inPath);
    }
  });

  it('sends a body only where the method carries one, and GenerateTestReport as form fields', () => {
    for (const [key, entry] of table) {
      if (entry.body) expect(['POST', 'PUT', 'PATCH'], key).toContain(entry.method);
    }
    expect(endpoints.GenerateTestReport.bodyType).toBe('form');
  });
});
