export interface BlogSection {
  title: string;
  description: string;
  points: string[];
}

export interface BlogPost {
  id: number;
  heading: string;
  /** ISO date (YYYY-MM-DD). */
  publishedDate: string;
  /** As shown: '12 min'. */
  readTime: string;
  summary: string;
  /** The template whose cover artwork illustrates the post. */
  coverTemplateId: string;
  sections: BlogSection[];
  conclusion: string;
  button: { label: string; to: string };
}
