export const ROLE_CHOICES = [
  { id: 'editor', name: 'Editor (inbox and content)' },
  { id: 'admin', name: 'Admin (everything, accounts too)' },
];
