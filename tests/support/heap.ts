import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Memory in use after a full collection: the V8 heap and the Buffers' bytes outside it. */
export function memoryInUse(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export { latinPage, turkishPage } from './pages.mjs';
