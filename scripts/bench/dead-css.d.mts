export declare function deadSchemeDeclarations(css: string, allCss?: string): string[];
export declare function deadSchemeDeclarationsIn(dir: string): string[];
