/** @jest-environment node */
import { generatedInputShard } from '../support/generated-input';

generatedInputShard(1, 4);
