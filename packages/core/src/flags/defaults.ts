// The feature flags' defaults and the UX controls' names, without schemas (the start page reads
// them before the contract loads).

/** The feature flags served by the configuration service, with their defaults. */
export const FeatureFlagDefaults = {
  newMap: false,
  newInternalPortal: true,
  npiMonthly: false,
  outage: false,
  copilot: false,
  ocdiAssociation: false,
  nppDashboard: false,
  connectedScore: false,
  copilotIntegration: false,
} as const;

export type FeatureFlagName = keyof typeof FeatureFlagDefaults;
export const FeatureFlagNames = Object.keys(FeatureFlagDefaults) as FeatureFlagName[];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/** The fixed agent name the web app sends to the configuration service. */
export const FlagServiceAgent = 'ConnectivityTestWeb';
export const FlagServiceModel = 'ConnectivityTest';
/** The configuration-service model version the web app reads. */
export const FlagServiceVersion = '1.0';

/** UX feature controls: switches an operator sets to hide parts of the product. */
export const UxControlNames = [
  'DisableSignIn',
  'DisableNetworkHealth',
  'DisableHistoryReport',
  'DisableSaveReport',
  'DisableShareReport',
  'DisableAllFooterLinks',
  'DisableInternetTypeSurvey',
  'DisablePeerPerformanceChart',
] as const;
export type UxControlName = (typeof UxControlNames)[number];
export type UxFeatureControl = Record<UxControlName, boolean>;
