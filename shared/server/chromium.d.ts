export declare const CHROMIUM_FLAGS: readonly string[];
export declare function chromiumPath(): string;
export declare function testChromiumPath(log?: (message: string) => void): string;
