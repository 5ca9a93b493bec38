import { useEffect, useState, type CSSProperties } from 'react';
import { GeneratedReportSchema } from '@netlens/core';
import { whenIdle } from '../../lib/idle';
import { isRunning } from '../../run/phases';
import { ReportView } from './ReportView';
import { getRunState } from '../../run/runStore';
import { sampleReport } from './sampleReport';
import { afterNextPaint } from '../../ui/useAfterFirstPaint';
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

/**
 * How often the made-up report is rendered: the first time compiles the code and inserts the
 * styles, the later ones let V8 optimise the code the report runs (its first real render then
 * takes about 14 ms rather than 20 on a small machine).
 */
const Rounds = 3;
let rehearsed = false;

/**
 * While the visitor reads the start page, renders a made-up report out of sight a few times,
 * each time removing it again. The browser compiles the report's code, the report schema's
 * checks are built, the report's styles are inserted and the map's chunk is in place, so the
 * first real report opens sooner. Nothing is fetched or sent: the parts of a report that talk to
 * the server are left out. A run that starts meanwhile stops the rounds.
 */
export function ReportRehearsal() {
  const [round, setRound] = useState(rehearsed ? Rounds : 0);
  const [on, setOn] = useState(false);

  useEffect(() => {
    if (on || round >= Rounds) return;
    let cancelled = false;
    const cancel = whenIdle(() => {
      const start = () => {
        if (!cancelled && !isRunning(getRunState().phase)) setOn(true);
      };
      loadWorldMap().then(start, start);
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [on, round]);

  useEffect(() => {
    if (!on) return;
    // The report defers its map, chart and details until its first paint: two paints cover them.
    let cancel = afterNextPaint(() => {
      cancel = afterNextPaint(() => {
        if (round + 1 === Rounds) rehearsed = true;
        setOn(false);
        setRound(round + 1);
      });
    });
    return () => cancel();
  }, [on, round]);

  return on ? <Offstage /> : null;
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
