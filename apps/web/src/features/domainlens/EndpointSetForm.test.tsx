import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderPage } from '../../test/render';
import { EndpointSetForm } from './EndpointSetForm';
import { emptyForm } from './form';

const workload = {
  id: 'Exchange',
  workloadChampName: 'Ada',
  workloadChampSecurityGroup: 'exchange-champs',
  workloadChampEmail: 'ada@contoso.example',
  serviceArea: 'Messaging',
  serviceAreaDisplayName: 'Messaging',
  propertyGroups: [],
  workloadType: 'External',
};

/** The form on a fake server that knows one workload and records every request. */
function renderForm() {
  const requests = fakeNetwork(({ path }) => (path.endsWith('/Workload') ? [workload] : []));
  const onSaved = vi.fn();
  const view = renderPage(<EndpointSetForm initial={emptyForm()} onSaved={onSaved} onCancel={vi.fn()} />);
  return { ...view, requests, onSaved };
}

describe('the endpoint-set form', () => {
  it('refuses an empty save with the summary and a message under the empty required field, sending nothing', async () => {
    const { user, requests } = renderForm();
    expect(screen.queryByText('Missing required fields.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts.filter((a) => a?.includes('Please fill in the required fields.'))).toHaveLength(1);
    // The workload is the one required field an empty form leaves empty.
    expect(screen.getAllByText('Missing required fields.')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: /Workload/ }).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('names a rule broken by what was typed under its field once a save is tried', async () => {
    const { user } = renderForm();
    const ports = screen.getByRole('textbox', { name: /TCP ports/ });
    await user.type(ports, '443');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(ports.getAttribute('aria-invalid')).not.toBe('true');

    await user.clear(ports);
    await user.type(ports, '70000');
    await waitFor(() => expect(ports.getAttribute('aria-invalid')).toBe('true'));
  });
});
