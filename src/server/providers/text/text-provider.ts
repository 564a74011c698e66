/** The scenes of a story to be told again as one flowing story. */
export interface StoryToSmooth {
  title: string;
  /** Scene texts in order. */
  scenes: string[];
}

/** An engine that makes a story's scene texts read as one story (DESIGN decision 14). */
export interface StoryTextProvider {
  readonly name: string;
  smoothStory(story: StoryToSmooth): Promise<string>;
}
