import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { DataSourcesPage } from './DataSourcesPage';

describe('the data sources page', () => {
  it("links the <a> part of a licence's notice, the rest of it plain text", () => {
    renderPage(<DataSourcesPage />);
    const link = screen.getByRole('link', { name: 'https://www.maxmind.com' });
    expect(link.getAttribute('href')).toBe('https://www.maxmind.com');
    expect(link.parentElement?.textContent).toBe(
      'This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com.',
    );
    expect(screen.getByRole('link', { name: 'IP Geolocation by DB-IP' }).getAttribute('href')).toBe(
      'https://db-ip.com',
    );
  });

  it('names each of several origins before its link', () => {
    renderPage(<DataSourcesPage />);
    const link = screen.getByRole('link', { name: 'www.nro.net' });
    expect(link.getAttribute('href')).toBe('https://www.nro.net/');
    expect(link.parentElement?.textContent).toBe('Number Resource Organization (NRO): www.nro.net');
  });
});
