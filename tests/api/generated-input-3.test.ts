/** @jest-environment node */
import { generatedInputShard } from '../support/generated-input';

generatedInputShard(3, 4);
