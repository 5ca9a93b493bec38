import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { Empty, LoadError, Loading } from './States';

describe('the message states', () => {
  it('shows a loading label beside its spinner', () => {
    renderPage(<Loading label="Loading endpoint sets" />);
    expect(screen.getByText('Loading endpoint sets')).toBeTruthy();
  });

  it('announces an empty list as a status', () => {
    renderPage(<Empty text="No endpoint sets match the filters." />);
    expect(screen.getByRole('status').textContent).toBe('No endpoint sets match the filters.');
  });

  it('names a failed load with its reason and retries on request', async () => {
    const retry = vi.fn();
    const { user } = renderPage(
      <LoadError error={new Error('The server could not be reached')} onRetry={retry} />,
    );
    expect(screen.getByText('The data could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The server could not be reached', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
