import {
  BuildingPeopleRegular,
  ChatMultipleRegular,
  DataAreaRegular,
  GlobeSearchRegular,
  HeartPulseRegular,
  HistoryRegular,
  NetworkCheckRegular,
  OrganizationRegular,
  PeopleTeamRegular,
  QuestionCircleRegular,
} from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';
import type { NavItemId } from './navigation';

/** The icon shown for each navigation item (alone when the navigation is collapsed). */
export const NavIcons: Record<NavItemId, FluentIcon> = {
  partnerPortal: BuildingPeopleRegular,
  networkTest: NetworkCheckRegular,
  reports: HistoryRegular,
  networkPartners: PeopleTeamRegular,
  asn: OrganizationRegular,
  health: HeartPulseRegular,
  domainLens: GlobeSearchRegular,
  nppDashboard: DataAreaRegular,
  faq: QuestionCircleRegular,
  communityForum: ChatMultipleRegular,
};
