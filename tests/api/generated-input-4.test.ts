/** @jest-environment node */
import { generatedInputShard } from '../support/generated-input';

generatedInputShard(4, 4);
