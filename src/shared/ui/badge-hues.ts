/**
 * The "Priority" badge's green (R2.43): a shade darker than Mantine's green.9, so the white badge text
 * keeps a 5:1 contrast (green.6-green.9 give 2.4-4.4:1, below the 4.5:1 that small text needs). No
 * other badge is green (design review p6), which is why it lives here: the deployment feature's kind
 * badges are checked against it.
 */
export const PRIORITY_GREEN = '#287f3a';
