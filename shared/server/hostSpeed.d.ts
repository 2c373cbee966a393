export declare const REFERENCE_BENCHMARK_INDEX: number;
export declare function measureBenchmarkIndex(probes?: number): { benchmarkIndex: number; where: string };
export declare function hostSpeed(env?: NodeJS.ProcessEnv): { benchmarkIndex: number; speed: number; factor: number; measured: boolean };
export declare const hostCeiling: (ms: number) => number;
export declare function testLoad(env?: NodeJS.ProcessEnv): { cores: number; jestWorkers: number; e2eWorkers: number; apiTestFiles: number };
export declare const NICE_BESIDE_E2E: number;
export declare function describeHost(env?: NodeJS.ProcessEnv): string;
