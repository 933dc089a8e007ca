import { ServerResponse } from 'node:http';

export declare class SingleValueResponse extends ServerResponse {}
