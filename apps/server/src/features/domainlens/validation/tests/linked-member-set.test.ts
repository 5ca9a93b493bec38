import { describe, expect, it } from 'vitest';
import type { ChangeValidationInput } from '../input.js';
import { run, withProposed } from '../../../../test/domainlens-validation-fixtures.js';

describe('linked member set', () => {
  it('published or staged passes, anything else blocks', async () => {
    const linked = (status: ChangeValidationInput['memberSetStatus']) =>
      withProposed({ memberSetId: 'ms-9' }, { memberSetStatus: status });
    expect((await run(linked('Published'))).by('LinkedMemberSet').severity).toBe('Pass');
    expect((await run(linked('StagedForPublishing'))).by('LinkedMemberSet').severity).toBe('Pass');
    const draft = (await run(linked('Draft'))).by('LinkedMemberSet');
    expect(draft).toMatchObject({ severity: 'Blocking', reason: expect.stringMatching(/ms-9 is Draft/) });
    expect((await run(linked(null))).by('LinkedMemberSet').reason).toMatch(/ms-9 was not found/);
  });
});
