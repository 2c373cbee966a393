export declare const NODE_MAJOR: number;
export declare function nodeVersionProblem(what: string, version?: string): string | null;
export declare function requireNodeMajor(what: string): void;
