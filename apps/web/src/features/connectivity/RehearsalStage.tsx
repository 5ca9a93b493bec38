import { useState, type CSSProperties } from 'react';
import { GeneratedReportSchema } from '@netlens/core';
import { ReportView } from './ReportView';
import { sampleReport } from '../../run/sampleReport';

// Laid out like the report page (so the map measures its width), but out of sight and out of reach.
const offstage: CSSProperties = {
  position: 'fixed',
  top: 0,
  left: '-300vw',
  width: 'min(1080px, 100vw)',
  visibility: 'hidden',
  pointerEvents: 'none',
};

/** A made-up report, out of sight (see ReportRehearsal). */
export function RehearsalStage() {
  // Read through the contract's schema, as a generated report is: that code is warmed up too.
  const [report] = useState(() =>
    GeneratedReportSchema.parse(sampleReport({ dateTime: new Date().toISOString() })),
  );
  return (
    <div style={offstage} aria-hidden inert data-rehearsal="">
      <ReportView report={report} rehearsal />
    </div>
  );
}
