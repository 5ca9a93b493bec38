import { endpoints } from '@netlens/core';

/** The page's API client (its code loads with the contract). */
export { api } from './api';

/**
 * The endpoint-table entries called by the code that loads with the start page. They, their
 * schemas and zod are a chunk of their own, loaded once the start page is shown
 * (`lib/contractApi.ts`), so the scripts the start page waits for carry no schema.
 */
export const contract = {
  GetFrontendConfiguration: endpoints.GetFrontendConfiguration,
  ReadFeatureFlags: endpoints.ReadFeatureFlags,
  ReadSession: endpoints.ReadSession,
  Login: endpoints.Login,
  Logout: endpoints.Logout,
  LogoutEverywhere: endpoints.LogoutEverywhere,
  ReadMyProfile: endpoints.ReadMyProfile,
  ReadFrontDoors: endpoints.ReadFrontDoors,
  GenerateTestReport: endpoints.GenerateTestReport,
  ReadReport: endpoints.ReadReport,
  CreateReport: endpoints.CreateReport,
  OwnedReports: endpoints.OwnedReports,
  ReceivedReports: endpoints.ReceivedReports,
  DeleteReport: endpoints.DeleteReport,
  DeleteReceivedReport: endpoints.DeleteReceivedReport,
  ReportAccess: endpoints.ReportAccess,
  UpdateAdminSettings: endpoints.UpdateAdminSettings,
};

export type Contract = typeof contract;
