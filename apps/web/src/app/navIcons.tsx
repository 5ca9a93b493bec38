import { BuildingPeopleRegular } from '@fluentui/react-icons/svg/building-people';
import { ChatMultipleRegular } from '@fluentui/react-icons/svg/chat-multiple';
import { DataAreaRegular } from '@fluentui/react-icons/svg/data-area';
import { GlobeSearchRegular } from '@fluentui/react-icons/svg/globe-search';
import { HeartPulseRegular } from '@fluentui/react-icons/svg/heart-pulse';
import { HistoryRegular } from '@fluentui/react-icons/svg/history';
import { NetworkCheckRegular } from '@fluentui/react-icons/svg/network-check';
import { OrganizationRegular } from '@fluentui/react-icons/svg/organization';
import { PeopleTeamRegular } from '@fluentui/react-icons/svg/people-team';
import { QuestionCircleRegular } from '@fluentui/react-icons/svg/question-circle';
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
