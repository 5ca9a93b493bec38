import { useEffect, useState, type CSSProperties } from 'react';
import { GeneratedReportSchema } from '@netlens/core';
import { whenIdle } from '../../lib/idle';
import { isRunning } from './phases';
import { ReportView } from './ReportView';
import { getRunState } from './runStore';
import { sampleReport } from './sampleReport';
import { loadWorldMap } from './worldMapChunk';

// Laid out like the report page (so the map measures its width), but out of sight and out of reach.
const offstage: CSSProperties = {
  position: 'fixed',
  top: 0,
  left: '-300vw',
  width: 'min(1080px, 100vw)',
  visibility: 'hidden',
  pointerEvents: 'none',
};

let rehearsed = false;

/**
 * While the visitor reads the start page, renders a made-up report once, out of sight, then removes
 * it. The browser compiles the report's code, the report schema's checks are built, the report's
 * styles are inserted and the map's chunk is in place, so the first real report opens sooner (about a third of its first render). Nothing
 * is fetched or sent: the parts of a report that talk to the server are left out.
 */
export function ReportRehearsal() {
  const [stage, setStage] = useState<'waiting' | 'on' | 'done'>(rehearsed ? 'done' : 'waiting');

  useEffect(() => {
    if (stage !== 'waiting') return;
    let cancelled = false;
    const cancel = whenIdle(() => {
      const start = () => {
        if (!cancelled && !isRunning(getRunState().phase)) setStage('on');
      };
      loadWorldMap().then(start, start);
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [stage]);

  useEffect(() => {
    if (stage !== 'on') return;
    // The report defers its map, chart and details until its first paint: two frames cover them.
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = (then: () => void) => {
      frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)));
    };
    afterPaint(() =>
      afterPaint(() => {
        rehearsed = true;
        setStage('done');
      }),
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [stage]);

  return stage === 'on' ? <Offstage /> : null;
}

function Offstage() {
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
