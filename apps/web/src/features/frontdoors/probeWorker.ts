// The probes run in this worker so the page's rendering never delays a sample: a worker's fetch
// answers and Resource Timing entries are its own, whatever the page's main thread is doing.
import { browserProbeEnv, probeFrontDoor } from './probe';
import type { ProbeReply, ProbeRequest } from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ProbeRequest>) => void) | null;
  postMessage: (reply: ProbeReply) => void;
}

const scope = self as unknown as WorkerScope;
const stop = new AbortController();

scope.onmessage = ({ data }) => {
  if (data.type === 'stop') {
    stop.abort();
    return;
  }
  probeFrontDoor(
    data.frontDoor,
    (done, total) => scope.postMessage({ type: 'progress', done, total }),
    browserProbeEnv(),
    stop.signal,
  ).then(
    (result) => scope.postMessage({ type: 'done', result }),
    (error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }),
  );
};

scope.postMessage({ type: 'ready' });
