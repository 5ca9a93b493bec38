import { AppError, type WorkloadBody } from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import { championedWorkloads } from './facts.js';
import * as policy from './policy.js';
import { presentServiceArea, presentWorkload, presentWorkloadChamp } from './present.js';
import * as repo from './repo.js';

/** Workloads and who the caller is to them: the access answer, new workloads. */

/**
 * The caller's Domain Lens access: flags, the workloads that are the caller's own (those they
 * champion) by type, their name and those workloads again as `championedWorkloads`.
 */
export async function access(db: Db, caller: SignedInCaller) {
  const own = await championedWorkloads(db, caller);
  const workloads = own.size > 0 ? (await repo.listWorkloads(db)).filter((w) => own.has(w.id)) : [];
  const ids = (type: string) => workloads.filter((w) => w.workload_type === type).map((w) => w.id);
  return {
    ...policy.accessFlags(caller),
    internalWorkloads: ids('Internal'),
    externalWorkloads: ids('External'),
    actor: policy.actorOf(caller),
    championedWorkloads: [...own].sort(),
  };
}

/** The caller as the change workflow sees them. */
export async function workflowCaller(db: Db, caller: SignedInCaller) {
  return policy.changeCaller(caller, await championedWorkloads(db, caller));
}

export async function createWorkload(db: Db, body: WorkloadBody) {
  const row = {
    id: body.id,
    workload_champ_name: body.workloadChampName,
    workload_champ_security_group: body.workloadChampSecurityGroup,
    workload_champ_email: body.workloadChampEmail.toLowerCase(),
    service_area: body.serviceArea,
    service_area_display_name: body.serviceAreaDisplayName || body.serviceArea,
    property_groups: JSON.stringify(body.propertyGroups),
    workload_type: body.workloadType,
    updated_at: new Date().toISOString(),
  };
  if (!(await repo.insertWorkload(db, row))) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.id', message: 'This workload already exist in the current list.' }],
    });
  }
  return presentWorkload(row);
}

export async function listWorkloads(db: Db, type?: string) {
  return (await repo.listWorkloads(db, type)).map(presentWorkload);
}

export async function listServiceAreas(db: Db) {
  return (await repo.listServiceAreas(db)).map(presentServiceArea);
}

export async function listWorkloadChamps(db: Db) {
  return (await repo.listWorkloadChamps(db)).map(presentWorkloadChamp);
}
