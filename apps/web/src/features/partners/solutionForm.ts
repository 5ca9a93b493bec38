import {
  parseAsn,
  type PartnerSolution,
  type SolutionInput,
  type SolutionType,
  type Visibility,
} from '@netlens/core';

/** The edit panel's fields: the lists as text, one entry a line. */
export interface SolutionDraft {
  name: string;
  type: SolutionType;
  asns: string;
  subnets: string;
  vpns: string;
  ssl: string;
}

export const emptyDraft: SolutionDraft = { name: '', type: 'isp', asns: '', subnets: '', vpns: '', ssl: '' };

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export function draftOf(s: PartnerSolution): SolutionDraft {
  return {
    name: s.name,
    type: s.type,
    asns: s.asns.join('\n'),
    subnets: s.subnets.join('\n'),
    vpns: s.vpnInterfaceDescriptions.join('\n'),
    ssl: s.sslOwnerNames.join('\n'),
  };
}

export function inputOf(d: SolutionDraft): SolutionInput {
  return {
    name: d.name.trim(),
    type: d.type,
    // AS numbers as numbers; an entry that is not one is sent as typed, for the server to name.
    asns: lines(d.asns).map((a) => parseAsn(a) ?? a),
    subnets: lines(d.subnets),
    vpnInterfaceDescriptions: lines(d.vpns),
    sslOwnerNames: lines(d.ssl),
  };
}

export interface SolutionFilter {
  search: string;
  types: SolutionType[];
  visibilities: Visibility[];
}

/** The solutions the search (name, type, ASNs, subnets, VPNs, SSL owners) and the filters keep. */
export function filterSolutions(list: PartnerSolution[], f: SolutionFilter): PartnerSolution[] {
  const q = f.search.trim().toLowerCase();
  return list.filter(
    (s) =>
      (f.types.length === 0 || f.types.includes(s.type)) &&
      (f.visibilities.length === 0 || f.visibilities.includes(s.visibility)) &&
      (q === '' ||
        [
          s.name,
          s.type,
          ...s.asns.map(String),
          ...s.subnets,
          ...s.vpnInterfaceDescriptions,
          ...s.sslOwnerNames,
        ].some((v) => v.toLowerCase().includes(q))),
  );
}
