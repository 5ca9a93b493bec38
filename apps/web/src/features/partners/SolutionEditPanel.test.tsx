import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderPage } from '../../test/render';
import { SolutionEditPanel } from './SolutionEditPanel';

describe("a provider's solution edit panel", () => {
  it('names each wrong entry with its rule and sends nothing, then sends the corrected solution', async () => {
    const requests = fakeNetwork(() => new Response('{"message":"Down for maintenance"}', { status: 503 }));
    const onDone = vi.fn();
    const { user } = renderPage(<SolutionEditPanel solution={null} onClose={vi.fn()} onDone={onDone} />);

    await user.type(screen.getByRole('textbox', { name: /Solution name/ }), 'Contoso SD-WAN');
    await user.type(screen.getByRole('textbox', { name: /Source ASNs/ }), '64500{Enter}8075');
    await user.type(screen.getByRole('textbox', { name: /Source IP subnets/ }), '10.0.0.0/4{Enter}banana');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Correct these entries:')).toBeTruthy();
    expect(screen.getByText(/"64500" is a reserved AS number/)).toBeTruthy();
    expect(
      screen.getByText(/"10.0.0.0\/4" is too broad: a solution's IPv4 subnets may be no broader than \/8/),
    ).toBeTruthy();
    expect(screen.getByText('"banana" is not an IP subnet in CIDR notation.')).toBeTruthy();
    expect(screen.queryByText(/"8075"/)).toBeNull();
    expect(requests).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Source ASNs/ }));
    await user.type(screen.getByRole('textbox', { name: /Source ASNs/ }), '8075');
    await user.clear(screen.getByRole('textbox', { name: /Source IP subnets/ }));
    await user.type(screen.getByRole('textbox', { name: /Source IP subnets/ }), '203.0.113.0/24');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Contoso SD-WAN', asns: [8075], subnets: ['203.0.113.0/24'] },
    });
    expect(screen.queryByText('Correct these entries:')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
