import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../../lib/idle';
import { isRunning } from '../../run/phases';
import { getRunState } from '../../run/runStore';
import { afterNextPaint } from '../../ui/useAfterFirstPaint';
import { loadReport } from './reportChunk';
import { loadWorldMap } from './worldMapChunk';

/**
 * How often the made-up report is rendered: the first time compiles the code and inserts the
 * styles, the later ones let V8 optimise the code the report runs (its first real render then
 * takes about 14 ms rather than 20 on a small machine).
 */
const Rounds = 3;
/** Paints until a report has drawn everything (see ReportView and ReportSummary). */
const PaintsPerRound = 3;
let rehearsed = false;

/**
 * While the visitor reads the start page, loads the report's chunk and renders a made-up report
 * out of sight a few times (RehearsalStage), each time removing it again. The browser compiles
 * the report's code, the report schema's checks are built, the report's styles are inserted and
 * the map's chunk is in place, so the first real report opens sooner. Nothing is fetched or sent:
 * the parts of a report that talk to the server are left out. A run that starts meanwhile stops
 * the rounds.
 */
export function ReportRehearsal() {
  const [round, setRound] = useState(rehearsed ? Rounds : 0);
  const [Stage, setStage] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (Stage || round >= Rounds) return;
    let cancelled = false;
    const cancel = whenIdle(() => {
      // Without the map (its chunk failed) the rehearsal still prepares the rest.
      void Promise.all([loadReport(), loadWorldMap().catch(() => undefined)]).then(
        ([chunk]) => {
          if (!cancelled && !isRunning(getRunState().phase)) setStage(() => chunk.RehearsalStage);
        },
        () => undefined, // the report loads its chunk again when it opens
      );
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [Stage, round]);

  useEffect(() => {
    if (!Stage) return;
    // The report draws its header first, the rest after that paint, and its map, chart and
    // details after the next one: three paints cover them.
    let paints = 0;
    const next = (): (() => void) =>
      afterNextPaint(() => {
        if (++paints < PaintsPerRound) {
          cancel = next();
          return;
        }
        if (round + 1 === Rounds) rehearsed = true;
        setStage(null);
        setRound(round + 1);
      });
    let cancel = next();
    return () => cancel();
  }, [Stage, round]);

  return Stage ? <Stage /> : null;
}
