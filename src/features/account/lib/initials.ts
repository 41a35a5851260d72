/** The initials of first and last name, as the header avatar shows them ("JA" for Jordan Avery). */
export function initialsOf(fname: string, lname: string): string {
  return `${fname.trim().charAt(0)}${lname.trim().charAt(0)}`.toUpperCase();
}
