export declare function startStackLock(): Promise<{ port: number; close(): Promise<void> }>;
export declare function acquireStackLock(port: number, mode: 'read' | 'write'): Promise<() => Promise<void>>;
