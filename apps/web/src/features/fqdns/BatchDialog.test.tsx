import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { BatchDialog, type DialogKind } from './BatchDialog';

/** The dialog of `kind` over two workloads; `onSubmit` records what it would send. */
function renderDialog(kind: DialogKind, busy = false) {
  const onSubmit = vi.fn();
  const view = renderPage(
    <BatchDialog
      kind={kind}
      workloads={['Exchange', 'Teams']}
      busy={busy}
      onSubmit={onSubmit}
      onDismiss={vi.fn()}
    />,
  );
  return { ...view, onSubmit };
}

const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('the FQDN batch dialog', () => {
  it('asks a workload move for the new workload before it sends it with the note', async () => {
    const { user, onSubmit } = renderDialog('requestMove');
    expect(screen.getByRole('dialog', { name: 'Request workload move' })).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Owned by Teams now');
    expect(submit().disabled).toBe(true);

    await user.click(screen.getByRole('combobox', { name: /New workload/ }));
    await user.click(screen.getByRole('option', { name: 'Teams' }));
    expect(submit().disabled).toBe(false);

    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ workload: 'Teams', note: 'Owned by Teams now' });
  });

  it('asks a rejection for a reason that is more than blanks', async () => {
    const { user, onSubmit } = renderDialog('reject');
    expect(screen.getByRole('dialog', { name: 'Reject move' })).toBeTruthy();
    const reason = screen.getByRole('textbox', { name: /Reason for rejecting/ });
    expect(submit().disabled).toBe(true);

    await user.type(reason, '   ');
    expect(submit().disabled).toBe(true);

    await user.type(reason, 'Not our service');
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ note: '   Not our service' });
  });

  it('offers the values of the chosen bulk update and asks a typed service tree ID', async () => {
    const { user, onSubmit } = renderDialog('bulkUpdate');
    expect(screen.getByRole('combobox', { name: 'What to change' }).textContent).toContain(
      'Customer facing status',
    );
    // The customer-facing status starts at Yes, so the update can be sent at once.
    expect(screen.getByRole('combobox', { name: /New value/ }).textContent).toContain('Yes');
    expect(submit().disabled).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'What to change' }));
    await user.click(screen.getByRole('option', { name: 'Deprecated' }));
    await user.click(screen.getByRole('combobox', { name: /New value/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Yes', 'No']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'What to change' }));
    await user.click(screen.getByRole('option', { name: 'Service tree ID' }));
    const tree = screen.getByRole('textbox', { name: /New value/ }) as HTMLInputElement;
    expect(tree.value).toBe('');
    expect(submit().disabled).toBe(true);

    await user.type(tree, 'st-42');
    await user.click(screen.getByRole('checkbox', { name: 'Every FQDN matching the filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Reorganised');
    expect(submit().disabled).toBe(false);
    await user.click(submit());

    expect(onSubmit).toHaveBeenCalledWith({
      workload: '',
      note: 'Reorganised',
      type: 'ServiceTree',
      property: 'st-42',
      updateAll: true,
    });
  });

  it('sends nothing while a batch is running', async () => {
    const { user, onSubmit } = renderDialog('bulkUpdate', true);
    expect(submit().disabled).toBe(true);
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
