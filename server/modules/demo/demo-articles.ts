import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { KNOWLEDGE_CATEGORIES } from '../../../common/constants';
import { demoUsers, type DemoArticle } from './demo-data';

/**
 * The demo workspace's knowledge articles, one Markdown file each under seed/articles/: a YAML front matter
 * block between `---` lines, then the article's text exactly as it is stored. Writers edit prose as prose, and a
 * diff of an article reads like one. (Prettier leaves these files alone: reformatting would change the text.)
 */
export const DEMO_ARTICLES_DIR = path.resolve(import.meta.dirname, 'seed/articles');

const frontMatterSchema = z.strictObject({
  id: z.uuid(),
  title: z.string().min(1),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  tags: z.array(z.string().min(1)),
  /** The author's full name, one of the demo people. */
  author: z.string().min(1),
  aiGenerated: z.boolean(),
  aiPrompt: z.string().min(1).nullable(),
  createdDaysAgo: z.int().min(0),
  views: z.int().min(0),
  helpful: z.int().min(0),
});

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** Reads one article file; fails naming the file and the problem, so a broken article stops the seed loudly. */
export function parseDemoArticle(fileName: string, text: string): DemoArticle {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`Demo article ${fileName}: it must start with a front matter block between --- lines`);
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) throw new Error(`Demo article ${fileName}: ${z.prettifyError(parsed.error)}`);
  const { author, ...fields } = parsed.data;
  const authorId = demoUsers.find((user) => user.fullName === author)?.id;
  if (!authorId) throw new Error(`Demo article ${fileName}: the author "${author}" is not one of the demo people`);
  // The file ends with one newline that is not part of the article.
  const content = text.slice(match[0].length).replace(/\n$/, '');
  if (content.trim() === '') throw new Error(`Demo article ${fileName}: the article text is empty`);
  return { ...fields, authorId, content };
}

/** Every demo article, in id order so seeding is the same on every machine. */
export function loadDemoArticles(dir: string = DEMO_ARTICLES_DIR): DemoArticle[] {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.md'));
  if (files.length === 0) throw new Error(`No demo articles found in ${dir}`);
  const articles = files.map((name) => parseDemoArticle(name, fs.readFileSync(path.join(dir, name), 'utf8')));
  return articles.sort((a, b) => a.id.localeCompare(b.id));
}
