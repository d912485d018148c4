package illustration

// Tier is a design tier of the gallery.
type Tier int

// The three design tiers, in URL spelling order.
const (
	Normal Tier = iota
	Luxury
	Ultra
)

// Slug is the tier's file-name spelling.
func (t Tier) Slug() string { return [...]string{"normal", "luxury", "ultra-premium"}[t] }

// Label is the tier's display name.
func (t Tier) Label() string { return [...]string{"Normal", "Luxury", "Ultra Premium"}[t] }

// Palette is the set of materials one illustration is painted with.
type Palette struct {
	Wall, Feature, Floor, Ceil string
	Wood, Lam, Fabric          string
	Accent, Accent2            string
	Metal, Stone, Plant, Sky   string
}

// palettes holds eight variations per tier; variant n uses index n-1.
var palettes = [3][8]Palette{
	{ // Normal: fresh, light, laminate and plain walls.
		{"#f3ece1", "#dfe6dc", "#d9b98f", "#faf6ef", "#c9a27a", "#9fb59a", "#e6dccb", "#c8694a", "#e2b65b", "#8a8a86", "#ece7de", "#7d9a6c", "#dcebf2"},
		{"#f1e9de", "#f0d9c6", "#d2ad84", "#fbf7f0", "#bf9368", "#f4efe6", "#b9c7c9", "#d07c5a", "#7e9c8f", "#9a968e", "#e9e4da", "#6f8f5f", "#d8e8ef"},
		{"#eef0ea", "#d5e0e4", "#dcc09a", "#f9f8f4", "#c7a37c", "#a9c2cf", "#ece5d8", "#cf8b4e", "#5f7d8c", "#8f8f8c", "#f0ede6", "#7a9b6a", "#e0edf3"},
		{"#f5eee6", "#ead0c0", "#caa178", "#fbf7f1", "#b98b5f", "#e6c9b3", "#d9d2c4", "#b4573d", "#8aa17c", "#9b9288", "#efe9e0", "#6d8c58", "#dbe9ee"},
		{"#f2ede3", "#e8e2c8", "#d6b48c", "#faf7ef", "#c49b70", "#dcd3a8", "#c7cfbd", "#c16e4e", "#e0a84e", "#8c8a83", "#ebe6dc", "#789a66", "#e2eef2"},
		{"#efebe4", "#dcd6e2", "#cfae88", "#f8f6f2", "#b89370", "#c9c3d6", "#e3ddd2", "#b9664f", "#9aa8b8", "#8e8b87", "#ece8e1", "#72936a", "#dde9f0"},
		{"#f4ede2", "#cfdcd0", "#ddbf97", "#fbf8f1", "#c8a47d", "#7f9f8c", "#ede3d1", "#d8894f", "#c8b078", "#8d8a82", "#eee9df", "#668a5a", "#d9eaf0"},
		{"#f0e8dc", "#e9d8bd", "#cca37a", "#faf6ee", "#bd9267", "#e4d2b0", "#c9b9a5", "#a8593f", "#6e8f84", "#928d84", "#ebe5da", "#6f915e", "#dceaf1"},
	},
	{ // Luxury: ivory and greige, walnut, white marble, brass.
		{"#ece3d6", "#d9cbb7", "#e9e3da", "#f6f1ea", "#7a5234", "#e7dccb", "#cdbda6", "#a4563a", "#b89461", "#c39a55", "#f1ede7", "#6b8a5c", "#dde8ec"},
		{"#e8e0d3", "#c9b59c", "#e6e0d6", "#f5f0e8", "#6b4a32", "#d9cbb8", "#b8a58e", "#8e6b4d", "#7f8f74", "#c9a15c", "#f0ece6", "#617f55", "#d9e6ec"},
		{"#ede6dd", "#d4c2ad", "#ebe6df", "#f7f3ed", "#8a5e3c", "#efe7da", "#c2b6a7", "#b0654a", "#6f8578", "#bf9650", "#f3efe9", "#6a8a5e", "#dde9ee"},
		{"#e9dfd2", "#cdbba4", "#e4ddd2", "#f6f1e9", "#5f3f2a", "#ddd0bd", "#a89380", "#96503a", "#c4a266", "#c8a05a", "#efeae3", "#5f7f52", "#dbe7ec"},
		{"#eae4da", "#bfb3a0", "#e8e2d9", "#f7f3ec", "#76513a", "#e3d9c9", "#8f9a88", "#b06a4c", "#d0b07a", "#c39a55", "#f2eee8", "#66875a", "#dee9ee"},
		{"#ebe2d8", "#d6c0ae", "#e7e0d6", "#f6f1ea", "#6e4630", "#e8dccd", "#c7a99a", "#9a5a48", "#a69272", "#c49b58", "#f1ece6", "#688759", "#dae7ed"},
		{"#e7e1d6", "#c4c1b2", "#e5e0d7", "#f5f1ea", "#80593b", "#dcd4c3", "#a7a996", "#a2603f", "#b99b62", "#c7a05c", "#f0ede7", "#5e7d51", "#dbe8ee"},
		{"#ece4d9", "#d0bfa8", "#e9e2d8", "#f7f2eb", "#684430", "#e4d8c6", "#bba58c", "#9c5a3c", "#8d7f68", "#c29a56", "#f2ede6", "#638457", "#dde8ed"},
	},
	{ // Ultra Premium: deep walls, dark stone, brass and onyx glow.
		{"#3b3631", "#2a2623", "#4a3b31", "#2e2a27", "#5a3a27", "#2f2b28", "#7d5a4a", "#c0703f", "#d6b06a", "#d2aa5f", "#2b2927", "#5f7f55", "#c9d9e2"},
		{"#2f3d36", "#22302a", "#463a30", "#26302b", "#5b3d2a", "#2a3430", "#6d7f6e", "#b8794a", "#caa266", "#d4ad62", "#2a2f2c", "#6b8c5c", "#c6d8e0"},
		{"#2f3444", "#232838", "#4a3d33", "#282c38", "#5e4030", "#2a2f3d", "#5e6b8a", "#c08a4f", "#b59a6c", "#d0a85e", "#2a2c33", "#64855a", "#c7d6e3"},
		{"#4a2e2b", "#36211f", "#4b3a30", "#3a2725", "#5c3a28", "#3b2624", "#8f5a4e", "#d09a5c", "#c2a377", "#d6ae63", "#2d2826", "#627f52", "#cfd9e0"},
		{"#3e342c", "#2c241e", "#4e3e32", "#322a24", "#4f3322", "#352c26", "#8a6d55", "#b5683f", "#d7b878", "#cfa65b", "#2c2825", "#5f7e54", "#cbd9e1"},
		{"#3a3a38", "#272726", "#453a33", "#2d2d2c", "#5a3b28", "#303030", "#6e6358", "#a9633f", "#c7ad80", "#d3ab60", "#2a2929", "#668656", "#c9d8e1"},
		{"#2e3a3b", "#1f2a2b", "#493b31", "#263031", "#5d3e2b", "#293334", "#55787a", "#c47d4b", "#cfae74", "#d1a95f", "#292e2f", "#5f8458", "#c8d9e1"},
		{"#433530", "#2f2420", "#4c3c31", "#362b27", "#53382a", "#382d29", "#94735f", "#b8603d", "#d9bd86", "#d5ad62", "#2c2725", "#62805a", "#ccd9e0"},
	},
}

// paletteFor returns the palette of a tier and variant (1..8).
func paletteFor(t Tier, v int) Palette { return palettes[t][(v-1)%8] }

// kidsPalettes are the playful colours of the kids' bedroom (one per variant).
var kidsPalettes = [8][3]string{
	{"#7fb7d9", "#f2c14e", "#ef8a6f"},
	{"#8fcbb4", "#f4a259", "#5b8fb9"},
	{"#f3b5a4", "#7ac4c1", "#f6d365"},
	{"#a8c686", "#f28f6b", "#6aa7d8"},
	{"#c3b1e1", "#f7c873", "#71bfa7"},
	{"#f6bd60", "#84a59d", "#f28482"},
	{"#90c2e7", "#e9a36b", "#9bc995"},
	{"#f4978e", "#8ecae6", "#ffd166"},
}
