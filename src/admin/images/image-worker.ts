/**
 * The image pipeline in a Web Worker, so decoding and encoding a 50-megapixel photo never freezes
 * the admin. One job per worker: { blob, plan } in; progress, then the result or the failure, out.
 */
import { PipelineError, type PipelinePlan, runPipeline } from './pipeline';

export interface WorkerJob {
  blob: Blob;
  plan: PipelinePlan;
}

export type WorkerReply =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; result: Awaited<ReturnType<typeof runPipeline>> }
  | { kind: 'failed'; code: string; message: string };

const scope = self as unknown as {
  postMessage(message: WorkerReply): void;
  onmessage: ((event: MessageEvent<WorkerJob>) => void) | null;
};

scope.onmessage = (event) => {
  const { blob, plan } = event.data;
  runPipeline(blob, plan, (fraction) => scope.postMessage({ kind: 'progress', fraction })).then(
    (result) => scope.postMessage({ kind: 'done', result }),
    (error: unknown) =>
      scope.postMessage({
        kind: 'failed',
        code: error instanceof PipelineError ? error.code : 'unknown',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
