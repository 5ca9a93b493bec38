// The clouds' fixed profiles, without schemas (the start page reads them before the contract loads).
import type { Instance } from './domainlens/model.js';

/** The three cloud variants a deployment can serve. */
export const CloudNames = ['MultiTenant', 'GCC', 'China'] as const;
export type CloudName = (typeof CloudNames)[number];

/** What differs between clouds: path prefix, default workload endpoints and footer rules. */
export interface CloudProfile {
  name: CloudName;
  /** Every page and API path is served under this prefix ('' for none). */
  pathPrefix: '' | '/gcc';
  endpointExchange: string;
  endpointSharePoint: string;
  footer: {
    /** The consumer health privacy link is shown. */
    consumerHealthPrivacy: boolean;
    /** ICP and PSB filing records are shown (production only). */
    filingRecords: boolean;
  };
  /** Copilot test and NPP dashboard exist only in the multi-tenant cloud. */
  multiTenantOnlyFeatures: boolean;
  /** The domain-name input on the start page is offered. */
  domainNameInput: boolean;
  /** The instance of the published endpoint list whose endpoints this cloud's users reach (GCC is in Worldwide). */
  endpointListInstance: Instance;
}

export const CloudProfiles: Record<CloudName, CloudProfile> = {
  MultiTenant: {
    name: 'MultiTenant',
    pathPrefix: '',
    endpointExchange: 'outlook.office365.com',
    endpointSharePoint: 'microsoft.sharepoint.com',
    footer: { consumerHealthPrivacy: true, filingRecords: false },
    multiTenantOnlyFeatures: true,
    domainNameInput: true,
    endpointListInstance: 'Worldwide',
  },
  GCC: {
    name: 'GCC',
    pathPrefix: '/gcc',
    endpointExchange: 'outlook.office365.com',
    endpointSharePoint: 'microsoft.sharepoint.com',
    footer: { consumerHealthPrivacy: false, filingRecords: false },
    multiTenantOnlyFeatures: false,
    domainNameInput: true,
    endpointListInstance: 'Worldwide',
  },
  China: {
    name: 'China',
    pathPrefix: '',
    endpointExchange: 'partner.outlook.cn',
    endpointSharePoint: 'sharepoint.cn',
    footer: { consumerHealthPrivacy: false, filingRecords: true },
    multiTenantOnlyFeatures: false,
    domainNameInput: false,
    endpointListInstance: 'China',
  },
};

/** Public registries where Chinese website filing numbers are looked up. */
export const FilingRegistryUrls = {
  icp: 'https://beian.miit.gov.cn/',
  psb: 'https://beian.mps.gov.cn/',
} as const;
