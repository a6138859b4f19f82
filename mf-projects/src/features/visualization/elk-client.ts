// ELK in a web worker, so laying out fifty entities never blocks the page. The worker script (1.6 MB) is emitted
// beside this remote's chunks and fetched only when a diagram is laid out.
//
// A remote is served from its own origin, and a page may only start workers from its own origin. So the worker
// is a same-origin blob whose one line imports the script from the remote's origin (importScripts in a classic
// worker may load cross-origin scripts).
import ELK from 'elkjs/lib/elk-api';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { ElkLike } from './layout';

let instance: ElkLike | undefined;

function startWorker(): Worker {
  const scriptUrl = new URL(elkWorkerUrl, document.baseURI).href;
  const source = `importScripts(${JSON.stringify(scriptUrl)});`;
  // Not revoked: there is one worker per page load, and the browser may read the blob after this returns.
  return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
}

/** The one ELK of this page, started on first use. */
export function elk(): ElkLike {
  instance ??= new ELK({ workerFactory: startWorker });
  return instance;
}
