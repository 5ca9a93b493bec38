import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { Report } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { reportFileName, reportJson } from './reportExport';

/** Hands the browser a file to save. */
function save(text: string, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The report's downloads: the report as the API answers it (JSON), and its measured figures, one
 * row each with the 95 % interval where the report states one (CSV).
 */
export function ReportDownloadMenu({ report }: { report: Report }) {
  const { t } = useTranslation();
  const json = () => save(reportJson(report), 'application/json', reportFileName(report, 'json'));
  const csv = async () => {
    const { reportCsv } = await import('./reportCsv');
    save(reportCsv(report), 'text/csv;charset=utf-8', reportFileName(report, 'csv'));
  };
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<ArrowDownloadRegular />}>{t('report.actions.download')}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={json}>{t('report.download.json')}</MenuItem>
          <MenuItem onClick={() => void csv()}>{t('report.download.csv')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
