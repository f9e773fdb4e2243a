import {answer, type EngineReply, type EngineRequest} from './engineHost';

/** The Web Worker that runs the search engine (./engineHost.ts); ./localSearchClient.ts starts it. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage(reply: EngineReply): void;
}

// The project's TypeScript lib is the page's (DOM), so the worker's own scope is typed here.
const scope = self as unknown as WorkerScope;

scope.onmessage = ({data}) => {
  void answer(data).then((reply) => {
    scope.postMessage(reply);
  });
};
