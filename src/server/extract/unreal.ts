/**
 * What is not so, said as a condition or a wish: "If one day I have a dog, I will call him Pelmen", "if i won the
 * lottery id buy a sailboat", "I wish I had a garden". It answers a question about what the user would do or wants,
 * not one that takes the thing as real ("What is the name of the user's dog?").
 */
export const unreal =
  /^\W*(?:(?:oh|well|and|but|lol|haha|ok|okay|honestly|so|ha|hypothetically)\b[\s,.!]*)*(?:if|even if|if only|suppose|supposing|imagine|hypothetically|what if|in theory|in another life)\b|\b(?:I|the user|we) wish(?:es)? (?:I|the user|we|they) (?:had|was|were|could|lived|owned)\b|\bif (?:I|the user|we) (?:had|were|was|won|win|ever|could|got|opened|lived|owned|did not|didn['’]t)\b/i
